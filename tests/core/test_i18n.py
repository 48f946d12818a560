

def test_a_chance_in_a_template_is_written_as_each_language_writes_a_percentage():
    from jocari_edu.core.i18n import Catalog

    catalog = Catalog(egal=("Chances égales : {p:percent} de gagner.", "Equal chances: {p:percent} to win."))
    reason = catalog("egal", p=0.565)
    assert reason.text("fr") == "Chances égales : 56,5\u202f% de gagner."
    assert reason.text("en") == "Equal chances: 56.5% to win."


def test_a_reason_followed_by_others_reads_sentence_after_sentence_in_each_language():
    from jocari_edu.core.i18n import Reason

    first = Reason("do_step", "Le pion va de a1 à a4.", "The piece goes from a1 to a4.", {"src": "a1"})
    mill = Reason("do_mill", " Cela forme un moulin.", " It makes a mill.")
    take = Reason("do_take", " Prenez un pion.", " Take a piece.")
    joined = first.joined(mill, take)
    assert joined.text("fr") == "Le pion va de a1 à a4. Cela forme un moulin. Prenez un pion."
    assert joined.text("en") == "The piece goes from a1 to a4. It makes a mill. Take a piece."
    assert (joined.code, joined.params) == ("do_step", {"src": "a1"}) and first.joined() == first
