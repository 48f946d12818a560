

def test_a_chance_in_a_template_is_written_as_each_language_writes_a_percentage():
    from jocari_edu.core.i18n import Catalog

    catalog = Catalog(egal=("Chances égales : {p:percent} de gagner.", "Equal chances: {p:percent} to win."))
    reason = catalog("egal", p=0.565)
    assert reason.text("fr") == "Chances égales : 56,5\u202f% de gagner."
    assert reason.text("en") == "Equal chances: 56.5% to win."
