from game.core.rng import Rng


def test_same_seed_same_sequence():
    a, b = Rng(42), Rng(42)
    assert [a.next_u32() for _ in range(100)] == [b.next_u32() for _ in range(100)]


def test_different_seeds_differ():
    assert [Rng(1).next_u32() for _ in range(4)] != [Rng(2).next_u32() for _ in range(4)]


def test_state_round_trip_continues_identically():
    rng = Rng(7)
    for _ in range(10):
        rng.random()
    copy = Rng.from_list(rng.to_list())
    assert [rng.randrange(1000) for _ in range(50)] == [copy.randrange(1000) for _ in range(50)]


def test_randrange_is_in_range_and_covers_it():
    rng = Rng(3)
    seen = {rng.randrange(6) for _ in range(600)}
    assert seen == set(range(6))


def test_shuffle_is_a_permutation_and_reproducible():
    items = list(range(30))
    a, b = list(items), list(items)
    Rng(5).shuffle(a)
    Rng(5).shuffle(b)
    assert a == b and sorted(a) == items and a != items


def test_random_mean_is_near_half():
    rng = Rng(11)
    values = [rng.random() for _ in range(5000)]
    assert all(0.0 <= v < 1.0 for v in values)
    assert abs(sum(values) / len(values) - 0.5) < 0.03


def test_fork_is_independent_of_parent_continuation():
    parent = Rng(9)
    child = parent.fork()
    assert child.to_list() != parent.to_list()
