"""Legends of Signum 2: Warseer, the reference engine for the hex battlefield.

The modules here hold the board (``hexes``, ``terrain``, ``battlefield``), the state
(``state``, ``tokens``), line of sight (``sight``), movement (``movement``) and the
snapshot for diagrams (``snapshot``); combat and the turn build on them.
"""
