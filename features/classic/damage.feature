@classic
Feature: Damage and armour
  Each point of damage takes an armour token off, or else puts a wound on the creature; a
  hero's relics give up their tokens first. Magic passes all armour by. A creature dies
  when its wounds equal its health.

  @LS1-14.1 @LS1-14.2
  Scenario: Armour tokens absorb damage before wounds
    Given the table:
      | creature | player | at    | shooting | range | armour tokens | health |
      | Archer   | south  | 10,10 | 3        | L     | 0             | 3      |
      | Ogre     | north  | 10,20 |          |       | 1             | 3      |
    And the dice will roll 6, 6, 1
    When the creature at 10,10 shoots at the creature at 10,20
    Then the creature at 10,20 has 0 armour tokens
    And the creature at 10,20 has 1 wound

  @LS1-16.1 @LS1-14.2
  Scenario: An armour spell adds its tokens to those the creature has
    Given the spells:
      | spell     | effect        | target   | amount |
      | Iron Skin | armour tokens | creature | 2      |
    And the table:
      | creature | player | at    | armour tokens |
      | Knight   | south  | 10,10 | 1             |
    And the south player's hand holds: Iron Skin
    When the south player casts Iron Skin on the creature at 10,10
    Then the creature at 10,10 has 3 armour tokens

  @LS1-14.3 @LS1-3.8
  Scenario: A creature is destroyed when its wounds reach its health
    Given the table:
      | creature | player | at    | shooting | range | health | wounds |
      | Archer   | south  | 10,10 | 1        | L     | 3      | 0      |
      | Ogre     | north  | 10,20 |          |       | 2      | 1      |
    And the dice will roll 6
    When the creature at 10,10 shoots at the creature at 10,20
    Then there is no creature at 10,20
    And the north player's Graveyard holds: Ogre

  @LS1-14.3 @LS1-2.5
  Scenario: A destroyed minion's card stays beside the hero
    Given the minions:
      | minion | player | health |
      | Spider | north  | 1      |
    And the table:
      | creature | player | at    | shooting | range |
      | Archer   | south  | 10,10 | 1        | L     |
      | Spider   | north  | 10,20 |          |       |
    And the dice will roll 6
    When the creature at 10,10 shoots at the creature at 10,20
    Then there is no creature at 10,20
    And the north player's Graveyard holds: -

  @LS1-14.4 @LS1-C.33 @LS1-C.35
  Scenario: Magic passes armour by
    Given the spells:
      | spell       | effect | target   | amount |
      | Venom Cloud | damage | creature | 2      |
    And the table:
      | creature | player | at    | armour tokens | health |
      | Ogre     | north  | 10,20 | 2             | 3      |
    And the south player's hand holds: Venom Cloud
    When the south player casts Venom Cloud on the creature at 10,20
    Then the creature at 10,20 has 2 wounds
    And the creature at 10,20 has 2 armour tokens

  @LS1-C.19 @LS1-14.2 @LS1-15.6
  Scenario: A hero's relic tokens go before its own armour tokens
    Given the relics:
      | relic       | class  | durability |
      | Heavy Plate | armour | 4          |
    And the table:
      | creature | player | at    | type | armour tokens | health | slots  | shooting | range |
      | Paladin  | north  | 10,20 | hero | 1             | 5      | armour |          |       |
      | Archer   | south  | 10,10 |      |               |        |        | 3        | L     |
    And the north player's hero wears: Heavy Plate
    And the dice will roll 6, 6, 6
    When the creature at 10,10 shoots at the creature at 10,20
    Then Heavy Plate holds 1 armour token
    And the creature at 10,20 has 1 armour token
    And the creature at 10,20 has 0 wounds

  @LS1-15.6 @LS1-15.7
  Scenario: The hero's player chooses which relic gives up its tokens first
    Given the relics:
      | relic        | class  | durability |
      | Heavy Plate  | armour | 4          |
      | Tower Shield | shield | 2          |
    And the table:
      | creature | player | at    | type | health | slots          | shooting | range |
      | Paladin  | north  | 10,20 | hero | 5      | armour, shield |          |       |
      | Archer   | south  | 10,10 |      |        |                | 2        | L     |
    And the north player's hero wears: Heavy Plate, Tower Shield
    And the dice will roll 6, 6
    When the creature at 10,10 shoots at the creature at 10,20
    Then the north player may order the relics
    When the north player orders the relics: Tower Shield, Heavy Plate
    Then the north player's hero wears: Heavy Plate
    And Heavy Plate holds 4 armour tokens
    And the north player's Graveyard holds: Tower Shield
    And the creature at 10,20 has 0 wounds

  @LS1-15.6 @LS1-C.19
  Scenario: The hero's player may take one point's token from each of two relics
    Given the relics:
      | relic        | class  | durability |
      | Heavy Plate  | armour | 4          |
      | Tower Shield | shield | 2          |
    And the table:
      | creature | player | at    | type | health | slots          | shooting | range |
      | Paladin  | north  | 10,20 | hero | 5      | armour, shield |          |       |
      | Archer   | south  | 10,10 |      |        |                | 2        | L     |
    And the north player's hero wears: Heavy Plate, Tower Shield
    And the dice will roll 6, 6
    When the creature at 10,10 shoots at the creature at 10,20
    Then the north player may order the relics
    When the north player takes the armour tokens from: Heavy Plate, Tower Shield
    Then the north player's hero wears: Heavy Plate, Tower Shield
    And Heavy Plate holds 3 armour tokens
    And Tower Shield holds 1 armour token
    And the creature at 10,20 has 0 wounds

  @LS1-15.6 @LS1-C.19
  Scenario: A relic with no token left cannot give one
    Given the relics:
      | relic        | class  | durability |
      | Heavy Plate  | armour | 4          |
      | Tower Shield | shield | 1          |
    And the table:
      | creature | player | at    | type | health | slots          | shooting | range |
      | Paladin  | north  | 10,20 | hero | 5      | armour, shield |          |       |
      | Archer   | south  | 10,10 |      |        |                | 2        | L     |
    And the north player's hero wears: Heavy Plate, Tower Shield
    And the dice will roll 6, 6
    When the creature at 10,10 shoots at the creature at 10,20
    And the north player takes the armour tokens from: Tower Shield, Tower Shield
    Then the action is refused under rule LS1-15.6
    And Tower Shield holds 1 armour token
