"""Legends of Signum, classic edition: the 60 x 60 cm table, S/M/L/XL, the City."""
