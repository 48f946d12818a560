"""Shared by the players' tests."""


class FakeClock:
    """A clock that moves on by ``step`` seconds each time it is read."""

    def __init__(self, step):
        self.now, self.step, self.reads = 0.0, step, 0

    def __call__(self):
        self.reads += 1
        self.now += self.step
        return self.now
