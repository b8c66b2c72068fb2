@classic
Feature: Relics
  Only the hero wears relics, as many of each class as its card shows symbols. A new relic
  of a full class replaces an old one; weapons wear out with use, and other relics carry
  armour tokens that take the hero's damage first.

  @example @source:relics @LS1-15.3 @LS1-15.2 @LS1-C.14
  Scenario: Worked example — Cuirass of Illusions replaces Heavy Plate
    Given the relics:
      | relic                | class  | durability | cost |
      | Heavy Plate          | armour | 4          | 1    |
      | Cuirass of Illusions | armour | 2          | 1    |
    And the table:
      | creature | player | at   | type | slots  |
      | Paladin  | south  | 30,2 | hero | armour |
    And the south player's hero wears: Heavy Plate
    And the south player's hand holds: Cuirass of Illusions
    And the south player has 1 Prosperity
    When the south player equips Cuirass of Illusions in place of Heavy Plate
    Then the south player's hero wears: Cuirass of Illusions
    And Cuirass of Illusions holds 2 armour tokens
    And the south player's Graveyard holds: Heavy Plate
    And the south player has 0 Prosperity

  @example @source:relics @LS1-15.4 @LS1-15.5
  Scenario: Worked example — the Tournament Lance is destroyed after one attack
    Given the relics:
      | relic            | class        | uses | strength |
      | Tournament Lance | melee weapon | 1    | 1        |
    And the table:
      | creature | player | at    | type      | strength | health | slots        |
      | Paladin  | south  | 30,20 | hero      | 2        | 5      | melee weapon |
      | Ogre     | north  | 30,23 | character | 1        | 5      |              |
    And the south player's hero wears: Tournament Lance
    When the creature at 30,20 fights the creature at 30,23
    And the north player puts 0 dice into attack
    And the dice will roll 6, 6, 6, 1
    And the south player puts 3 dice into attack
    Then the creature at 30,23 has 3 wounds
    And the south player's hero wears: -
    And the south player's Graveyard holds: Tournament Lance

  @example @source:relics @LS1-15.6 @LS1-15.7 @LS1-14.2
  Scenario: Worked example — Heavy Plate takes 4 damage over several hits, then goes
    Given the relics:
      | relic       | class  | durability |
      | Heavy Plate | armour | 4          |
    And the table:
      | creature | player | at    | type      | strength | health | slots  |
      | Paladin  | north  | 30,20 | hero      | 0        | 5      | armour |
      | Archer   | south  | 30,40 | character | 1        | 2      |        |
    And the north player's hero wears: Heavy Plate
    And the spells:
      | spell | effect | target | amount | magical |
      | Smite | damage | hero   | 3      | no      |
    And the south player's hand holds: Smite, Smite
    When the south player casts Smite on the creature at 30,20
    Then Heavy Plate holds 1 armour token
    And the creature at 30,20 has 0 wounds
    When the south player casts Smite on the creature at 30,20
    Then the south player's hero wears: -
    And the north player's Graveyard holds: Heavy Plate
    And the creature at 30,20 has 2 wounds

  @LS1-15.1
  Scenario: Only a hero wears relics
    Given the relics:
      | relic       | class  | durability |
      | Heavy Plate | armour | 4          |
    And the table:
      | creature | player | at    |
      | Knight   | south  | 30,10 |
    And the south player's hand holds: Heavy Plate
    When the south player equips Heavy Plate
    Then the action is refused under rule LS1-15.1

  @LS1-15.2 @LS1-C.16
  Scenario: A relic of a class the hero shows no symbol of cannot be played
    Given the relics:
      | relic    | class  | durability |
      | War Helm | helmet | 2          |
    And the table:
      | creature | player | at   | type | slots  |
      | Paladin  | south  | 30,2 | hero | armour |
    And the south player's hand holds: War Helm
    When the south player equips War Helm
    Then the action is refused under rule LS1-15.2

  @LS1-15.2 @LS1-15.3 @LS1-C.16
  Scenario: A relic fills a free symbol; when all are taken it must replace one
    Given the relics:
      | relic                | class  | durability |
      | Heavy Plate          | armour | 4          |
      | Cuirass of Illusions | armour | 2          |
      | Iron Skin            | armour | 1          |
    And the table:
      | creature | player | at   | type | slots          |
      | Paladin  | south  | 30,2 | hero | armour, armour |
    And the south player's hero wears: Heavy Plate
    And the south player's hand holds: Cuirass of Illusions, Iron Skin
    When the south player equips Cuirass of Illusions
    Then the south player's hero wears: Heavy Plate, Cuirass of Illusions
    When the south player equips Iron Skin
    Then the action is refused under rule LS1-15.3
    When the south player equips Iron Skin in place of Heavy Plate
    Then the south player's hero wears: Cuirass of Illusions, Iron Skin
    And the south player's Graveyard holds: Heavy Plate

  @LS1-15.3 @LS1-C.16
  Scenario: A relic with one place to go replaces the relic there without being told
    Given the relics:
      | relic                | class  | durability | cost |
      | Heavy Plate          | armour | 4          | 1    |
      | Cuirass of Illusions | armour | 2          | 1    |
    And the table:
      | creature | player | at   | type | slots  |
      | Paladin  | south  | 30,2 | hero | armour |
    And the south player's hero wears: Heavy Plate
    And the south player's hand holds: Cuirass of Illusions
    And the south player has 1 Prosperity
    When the south player equips Cuirass of Illusions
    Then the south player's hero wears: Cuirass of Illusions
    And the south player's Graveyard holds: Heavy Plate

  @LS1-15.5 @LS1-C.17
  Scenario: A melee fought with every die in defence does not use the weapon
    Given the relics:
      | relic            | class        | uses | strength |
      | Tournament Lance | melee weapon | 1    | 1        |
    And the table:
      | creature | player | at    | type      | strength | health | slots        |
      | Paladin  | north  | 30,23 | hero      | 1        | 5      | melee weapon |
      | Ogre     | south  | 30,20 | character | 1        | 5      |              |
    And the north player's hero wears: Tournament Lance
    When the creature at 30,20 fights the creature at 30,23
    And the north player puts 0 dice into attack
    And the dice will roll 1, 2, 3
    And the south player puts 1 die into attack
    Then the north player's hero wears: Tournament Lance
    And Tournament Lance has 1 use left

  @LS1-15.5 @LS1-C.17
  Scenario: A hero with two melee weapons names the one it uses
    Given the relics:
      | relic            | class        | uses | strength |
      | Tournament Lance | melee weapon | 1    | 1        |
      | Longsword        | melee weapon | 3    | 1        |
    And the table:
      | creature | player | at    | type      | strength | health | slots                      |
      | Paladin  | south  | 30,20 | hero      | 1        | 5      | melee weapon, melee weapon |
      | Ogre     | north  | 30,23 | character | 1        | 5      |                            |
    And the south player's hero wears: Tournament Lance, Longsword
    When the creature at 30,20 fights the creature at 30,23 with Longsword
    And the north player puts 0 dice into attack
    And the dice will roll 6, 6, 6, 1
    And the south player puts 3 dice into attack
    Then the creature at 30,23 has 3 wounds
    And the south player's hero wears: Tournament Lance, Longsword
    And Longsword has 2 uses left
    And Tournament Lance has 1 use left

  @LS1-15.5 @LS1-13.2 @LS1-C.17
  Scenario: A hero with two ranged weapons shoots with the one it names, at that weapon's range
    Given the relics:
      | relic   | class         | uses | shooting | range |
      | Longbow | ranged weapon | 2    | 1        | L     |
      | Sling   | ranged weapon | 2    | 1        | S     |
    And the table:
      | creature | player | at    | type      | health | slots                        |
      | Ranger   | south  | 30,10 | hero      | 5      | ranged weapon, ranged weapon |
      | Ogre     | north  | 30,25 | character | 5      |                              |
    And the south player's hero wears: Sling, Longbow
    When the creature at 30,10 shoots at the creature at 30,25 with Sling
    Then the action is refused under rule LS1-13.2
    When the dice will roll 6
    And the creature at 30,10 shoots at the creature at 30,25 with Longbow
    Then the creature at 30,25 has 1 wound
    And Longbow has 1 use left
    And Sling has 2 uses left

  @LS1-15.5 @LS1-C.17
  Scenario: A weapon the hero does not wear cannot be named
    Given the relics:
      | relic     | class        | uses | strength |
      | Longsword | melee weapon | 3    | 1        |
    And the table:
      | creature | player | at    | type      | strength | health | slots        |
      | Paladin  | south  | 30,20 | hero      | 1        | 5      | melee weapon |
      | Ogre     | north  | 30,23 | character | 1        | 5      |              |
    When the creature at 30,20 fights the creature at 30,23 with Longsword
    Then the action is refused under rule LS1-15.5
