"""What the tests iterate over: every game and rule set, from the package's one registry."""

from jocari_edu.games import REGISTRY, game_class

# (game, rule set) for every rule set of every registered game, in the registry's order
RULE_SETS = [(e.name, r) for e in REGISTRY for r in game_class(e.name).RULE_SETS]
SLUGS = {e.name: e.slug for e in REGISTRY}  # the site's spelling of each game (its pages' folder)
