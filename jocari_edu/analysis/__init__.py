"""Simulations, exact probabilities and statistics over the game protocol."""
