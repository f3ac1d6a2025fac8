"""The ability vocabulary, content checks, and a mod adding a card built only from the vocabulary."""

from pathlib import Path

from game.core.content.loader import BUILTIN_CONTENT, load_content
from game.core.content.mods import read_mod
from game.kardashev_scale import GAME
from game.kardashev_scale.rules.abilities import card_text
from game.kardashev_scale.rules.actions import BuyCard, PickDial
from game.kardashev_scale.rules.vocabulary import VOCABULARY

from .helpers import bot_game, content, new_game, put_in_market

MOD = Path(__file__).parent / "mods" / "stellar_cartographers"


def test_the_card_set_shape():
    cards = content().cards
    assert len(cards) == 60
    for tier, total in (("planetary", 30), ("stellar", 18), ("galactic", 12)):
        of_tier = [c for c in cards if c.tier == tier]
        assert len(of_tier) == total
        for aspect in ("technology", "territory", "culture"):
            assert sum(1 for c in of_tier if c.aspect == aspect) == total // 3
    assert len({c.id for c in cards}) == 60 and len({c.name for c in cards}) == 60
    mean = {t: (sum(c.vp for c in cards if c.tier == t) / n, sum(sum(c.cost) for c in cards if c.tier == t) / n)
            for t, n in (("planetary", 30), ("stellar", 18), ("galactic", 12))}
    assert mean["planetary"][0] < mean["stellar"][0] < mean["galactic"][0]
    assert mean["planetary"][1] < mean["stellar"][1] < mean["galactic"][1]
    assert all(c.abilities for c in cards), "every card has an ability"


def test_the_vocabulary_covers_every_timing_and_the_set_uses_it():
    assert len(VOCABULARY.effects) >= 24
    timings = {t for e in VOCABULARY.effects.values() for t in e.cls.timings}
    assert timings == set(VOCABULARY.triggers) == {"on_buy", "ongoing", "game_end"}
    used = {type(a.effect).vocabulary_name for c in content().cards for a in c.abilities}
    assert used == set(VOCABULARY.effects), f"unused: {set(VOCABULARY.effects) - used}"
    for required in ("summit_bonus", "exchange_rate", "token_limit", "discount_tier", "discount_aspect",
                     "advance_shield", "take_from_neighbour", "vp_per_aspect", "vp_per_set", "vp_per_tier",
                     "vp_per_tokens", "take_starting_token", "keep_starting_token"):
        assert required in VOCABULARY.effects
    assert "summit_bonus" in VOCABULARY.describe()


def test_every_card_describes_itself_in_words():
    for card in content().cards:
        text = card_text(card)
        assert text and text.endswith(".") and "_" not in text, (card.id, text)


def test_content_errors_are_located_and_suggest(tmp_path):
    folder = tmp_path / "kardashev_scale"
    folder.mkdir()
    for name in ("rules.yaml",):
        (folder / name).write_text((BUILTIN_CONTENT / "kardashev_scale" / name).read_text())
    (folder / "cards.yaml").write_text(
        "cards:\n"
        "  - {id: a, name: A, tier: planetary, aspect: culture, vp: 1, cost: {trade: two},\n"
        "     abilities: [{when: on_buy, do: {gain_tokenz: {token: trade}}}]}\n"
        "  - {id: b, name: B, tier: planetary, aspect: culture, vp: 1, cost: {trade: 1},\n"
        "     abilities: [{when: ongoing, do: {vp_flat: {points: 2}}}]}\n")
    result = load_content(GAME.content_spec, tmp_path)
    messages = [str(e) for e in result.errors]
    assert any("cards.yaml:2" in m and "cost.trade" in m for m in messages)
    assert any("gain_tokenz" in m and "did you mean 'gain_tokens'" in m for m in messages)
    assert result.content is None


def test_ability_timing_is_checked(tmp_path):
    folder = tmp_path / "kardashev_scale"
    folder.mkdir()
    (folder / "rules.yaml").write_text((BUILTIN_CONTENT / "kardashev_scale" / "rules.yaml").read_text())
    cards = "".join(f"  - {{id: c{i}, name: C{i}, tier: {t}, aspect: culture, vp: 1, cost: {{trade: 1}},"
                    f" abilities: [{{when: ongoing, do: {{vp_flat: {{points: 2}}}}}}]}}\n"
                    for i, t in enumerate(["planetary"] * 4 + ["stellar"] * 3 + ["galactic"] * 2))
    (folder / "cards.yaml").write_text("cards:\n" + cards)
    result = load_content(GAME.content_spec, tmp_path)
    assert result.errors and all("works only with when: game_end" in e.message for e in result.errors)


def load_with_mod():
    mod, errors = read_mod(MOD)
    assert not errors
    result = load_content(GAME.content_spec, BUILTIN_CONTENT, [mod])
    assert result.ok, "\n".join(map(str, result.errors))
    return result.content


def test_a_mod_adds_a_card_built_from_the_vocabulary():
    modded = load_with_mod()
    assert len(modded.cards) == 61 and modded.mods == ("stellar_cartographers",)
    assert modded.identity != content().identity
    card = modded.card("survey_beacon_chain")
    assert [a.when for a in card.abilities] == ["on_buy", "ongoing", "game_end"]
    assert "Survey" not in card_text(card) and "Territory" in card_text(card)


def test_a_game_with_the_modded_card_plays_to_the_end():
    modded = load_with_mod()
    state = new_game(("Ana", "Ben"), seed=3, game_content=modded)
    put_in_market(state, "survey_beacon_chain")
    state.tokens[0] = [1, 0, 1]
    state.apply(0, PickDial("advance"))
    state.apply(1, PickDial("research"))
    events = state.apply(0, BuyCard("planetary", 0, 0))
    assert any(e.kind == "card_bought" and e.data["card"] == "survey_beacon_chain" for e in events)
    assert state.tokens[0] == [0, 0, 2]  # its on-buy ability: 2 Research per Territory card
    state.apply(0, PickDial("research"))
    state.apply(1, PickDial("research"))
    assert state.tokens[0][2] == 2 + 1 + 2  # a tie with Research pays 2 more
    final = bot_game(["medium", "medium"], 3, state=state)
    lines = [line.label for line in final.outcome().result_of(0).breakdown]
    assert "Survey Beacon Chain" in lines
