@warseer
Feature: The keyword glossary
  One scenario or more for each keyword, with the interactions the glossary describes.

  @LS2-12.1
  Scenario: Agile moves through an ally's hex
    Given the battlefield:
      | hex | creature  | player | movement | keywords |
      | c3  | Swordsman | south  | 2        | Agile    |
      | c4  | Guard     | south  |          |          |
    When the creature on c3 moves along c3 → c4 → c5
    Then Swordsman stands on c5

  @LS2-12.1
  Scenario: Agile does not move through an enemy's hex
    Given the battlefield:
      | hex | creature  | player | movement | keywords |
      | c3  | Swordsman | south  | 2        | Agile    |
      | c4  | Ogre      | north  |          |          |
    When the creature on c3 moves along c3 → c4 → c5
    Then the action is refused under rule LS2-5.6

  @LS2-12.2 @LS2-C.29
  Scenario: Ambush adds its dice to an attack made without moving
    Given the battlefield:
      | hex | creature | player | dice | keywords       | health |
      | c3  | Ranger   | south  | 1    | Ambush: +1 die |        |
      | c4  | Ogre     | north  |      |                | 5      |
    And the dice will roll: sword, sword
    When the creature on c3 attacks the creature on c4
    And both players pass
    Then the creature on c4 has 2 wounds

  @LS2-12.2 @LS2-C.29
  Scenario: Ambush gives nothing after a move
    Given the battlefield:
      | hex | creature | player | dice | keywords       | health |
      | c2  | Ranger   | south  | 1    | Ambush: +1 die |        |
      | c4  | Ogre     | north  |      |                | 5      |
    When the creature on c2 moves along c2 → c3
    And the dice will roll: sword
    And the creature on c3 attacks the creature on c4
    And both players pass
    Then the creature on c4 has 1 wound

  @LS2-12.3 @LS2-10.3
  Scenario: A character with Armour X enters the Battlefield with X armour tokens
    Given the cards:
      | card  | type      | cost | keywords |
      | Guard | character | 1    | Armour 2 |
    And the south player's War Camp holds: Guard
    And the south player's Power is 1
    When the south player summons Guard on c2
    Then the creature on c2 has 2 armour tokens

  @LS2-12.5 @LS2-6.8 @LS2-1.7
  Scenario: Assassin's critical effect always works against a higher rank
    Given the battlefield:
      | hex | creature | player | dice | rank | keywords | crit      |
      | c3  | Ranger   | south  | 1    | 1    | Assassin | add sword |
      | c4  | Ogre     | north  |      | 2    |          |           |
    And the dice will roll: blank
    When the creature on c3 attacks the creature on c4
    And both players pass
    Then the creature on c4 has 1 wound

  @LS2-12.5
  Scenario: Assassin needs a target of higher rank
    Given the battlefield:
      | hex | creature | player | dice | rank | keywords | crit      |
      | c3  | Ranger   | south  | 1    | 2    | Assassin | add sword |
      | c4  | Ogre     | north  |      | 2    |          |           |
    And the dice will roll: blank
    When the creature on c3 attacks the creature on c4
    And both players pass
    Then the creature on c4 has 0 wounds

  @LS2-12.6 @LS2-C.38
  Scenario: An Aura gives its Text to the creatures around its source, not to the source
    Given the battlefield:
      | hex | creature  | player | dice | keywords           | health |
      | c3  | Swordsman | south  | 1, 1 |                    |        |
      | c4  | Ogre      | north  |      |                    | 5      |
      | c5  | Shaman    | north  |      | Aura 1: Fortitude  | 5      |
    And the dice will roll: sword, sword
    When the creature on c3 attacks the creature on c4
    And both players pass
    Then the creature on c4 has 1 wound

  @LS2-12.7
  Scenario: Berserk's critical effect always works while it is wounded
    Given the battlefield:
      | hex | creature | player | dice | keywords | crit      | wounds |
      | c3  | Troll    | south  | 1    | Berserk  | add sword | 1      |
      | c4  | Ogre     | north  |      |          |           |        |
    And the dice will roll: blank
    When the creature on c3 attacks the creature on c4
    And both players pass
    Then the creature on c4 has 1 wound

  @LS2-12.9 @LS2-C.21
  Scenario: Brave ignores one dragon of an attack
    Given the battlefield:
      | hex | creature  | player | dice | keywords | health |
      | c3  | Swordsman | south  | 2, 2 |          |        |
      | c4  | Knight    | north  |      | Brave    | 5      |
    And the dice will roll: dragon, dragon
    When the creature on c3 attacks the creature on c4
    And both players pass
    Then the creature on c4 has 1 wound

  @LS2-12.10 @LS2-12.45
  Scenario: A Brute takes no die from a Warlord
    Given the battlefield:
      | hex | creature             | player | dice | keywords |
      | c3  | Troll                | south  | 1    | Brute    |
      | b3  | Dayodor Order Mentor | south  | 1    | Warlord  |
      | c4  | Ogre                 | north  |      |          |
    And the dice will roll: sword
    When the creature on c3 attacks the creature on c4
    And both players pass
    Then the creature on c4 has 1 wound

  @LS2-12.11 @LS2-C.38
  Scenario: Charge gives its Text to an attack after a move
    Given the battlefield:
      | hex | creature | player | dice | movement | keywords       | health |
      | c1  | Knight   | south  | 1    | 3        | Charge: +1 die |        |
      | c4  | Ogre     | north  |      |          |                | 5      |
    When the creature on c1 moves along c1 → c2 → c3
    And the dice will roll: sword, sword
    And the creature on c3 attacks the creature on c4
    And both players pass
    Then the creature on c4 has 2 wounds

  @LS2-12.11
  Scenario: Charge gives nothing to a creature that started adjacent to its target
    Given the battlefield:
      | hex | creature | player | dice | movement | keywords       | health |
      | c3  | Knight   | south  | 1    | 3        | Charge: +1 die |        |
      | c4  | Ogre     | north  |      |          |                | 5      |
    When the creature on c3 moves along c3 → b3
    And the dice will roll: sword
    And the creature on b3 attacks the creature on c4
    And both players pass
    Then the creature on c4 has 1 wound

  @LS2-12.12
  Scenario: Clinch keeps an enemy in contact
    Given the battlefield:
      | hex | creature  | player | movement | keywords |
      | c3  | Swordsman | south  | 3        |          |
      | c4  | Troll     | north  |          | Clinch   |
    When the creature on c3 moves along c3 → c2
    Then the action is refused under rule LS2-12.12
    When the creature on c3 moves along c3 → b3
    Then Swordsman stands on b3

  @LS2-12.13
  Scenario: A Contract paid at activation gives its Text until the end of the turn
    Given the battlefield:
      | hex | creature | player | movement | keywords          |
      | c3  | Knight   | south  | 2        | Contract 2: Agile |
      | c4  | Guard    | south  |          |                   |
    And the south player's Power is 3
    When the south player pays the Contract of the creature on c3
    Then the south player's Power is 1
    When the creature on c3 moves along c3 → c4 → c5
    Then Knight stands on c5

  @LS2-12.13 @LS2-2.3
  Scenario: A Contract the player cannot pay is refused
    Given the battlefield:
      | hex | creature | player | keywords           |
      | c3  | Knight   | south  | Contract 2: Agile  |
    And the south player's Power is 1
    When the south player pays the Contract of the creature on c3
    Then the action is refused under rule LS2-2.3

  @LS2-12.14 @LS2-C.31
  Scenario: A Counterblow without an attack of its own strikes with strength 1
    Given the battlefield:
      | hex | creature  | player | dice | keywords    |
      | c3  | Swordsman | south  | 1    |             |
      | c4  | Golem     | north  | -    | Counterblow |
    And the dice will roll: blank
    When the creature on c3 attacks the creature on c4
    And both players pass
    And the dice will roll: sword
    And the creature on c4 strikes back
    And both players pass
    Then the creature on c3 has 1 wound

  @LS2-12.15
  Scenario: A Defender in contact must be the target of a melee attack
    Given the battlefield:
      | hex | creature  | player | keywords |
      | c3  | Swordsman | south  |          |
      | c4  | Ogre      | north  |          |
      | d3  | Guard     | north  | Defender |
    When the creature on c3 attacks the creature on c4
    Then the action is refused under rule LS2-12.15

  @LS2-12.15
  Scenario: A shot may pass over a Defender
    Given the battlefield:
      | hex | creature  | player | attack | range | keywords |
      | c3  | Archer    | south  | shot   | 2     |          |
      | c4  | Ogre      | north  |        |       |          |
      | d3  | Guard     | north  |        |       | Defender |
    And the dice will roll: sword
    When the creature on c3 attacks the creature on c4
    And both players pass
    Then the creature on c4 has 1 wound

  @LS2-12.17 @LS2-C.23
  Scenario: Dice rolled against a Difficult target are level-1 dice
    Given the battlefield:
      | hex | creature  | player | dice | keywords         |
      | c3  | Swordsman | south  | 3    |                  |
      | c4  | Hawk      | north  |      | Difficult target |
    And the dice will roll: push
    When the creature on c3 attacks the creature on c4
    And both players pass
    And the south player pushes the defender to c5
    Then Hawk stands on c5

  @LS2-12.20 @LS2-C.64
  Scenario: A First word applies as its card is played
    Given the cards:
      | card  | type      | cost | keywords             |
      | Guard | character | 1    | First word: armour 1 |
    And the south player's War Camp holds: Guard
    And the south player's Power is 1
    When the south player summons Guard on c2
    Then the creature on c2 has 1 armour token

  @LS2-12.21 @LS2-C.38
  Scenario: Flank gives its Text against a target in contact with an ally
    Given the battlefield:
      | hex | creature  | player | dice | keywords      | health |
      | c3  | Swordsman | south  | 1    | Flank: +1 die |        |
      | c4  | Ogre      | north  |      |               | 5      |
      | c5  | Guard     | south  |      |               |        |
    And the dice will roll: sword, sword
    When the creature on c3 attacks the creature on c4
    And both players pass
    Then the creature on c4 has 2 wounds

  @LS2-12.22
  Scenario: Flight passes over creatures and Impassable terrain
    Given the battlefield:
      | hex | creature | player | movement | keywords | terrain    |
      | c2  | Hawk     | south  | 3        | Flight   |            |
      | c3  | Ogre     | north  |          |          |            |
      | c4  |          |        |          |          | Impassable |
    When the creature on c2 moves along c2 → c3 → c4 → c5
    Then Hawk stands on c5

  @LS2-12.22
  Scenario: Flight cannot end on Impassable terrain
    Given the battlefield:
      | hex | creature | player | movement | keywords | terrain    |
      | c2  | Hawk     | south  | 3        | Flight   |            |
      | c3  |          |        |          |          | Impassable |
    When the creature on c2 moves along c2 → c3
    Then the action is refused under rule LS2-5.7

  @LS2-12.23 @LS2-C.22
  Scenario: Forged ignores the criticals of an attack and takes no Poison
    Given the battlefield:
      | hex | creature | player | dice | crit   | keywords |
      | c3  | Spider   | south  | 1, 1 | Poison |          |
      | c4  | Golem    | north  |      |        | Forged   |
    And the dice will roll: critical, sword
    When the creature on c3 attacks the creature on c4
    And both players pass
    Then the creature on c4 has 1 wound
    And the creature on c4 has the tokens: -

  @LS2-12.23 @LS2-13.13
  Scenario: Vampirism heals nothing on a Forged creature
    Given the battlefield:
      | hex | creature | player | dice | crit       | keywords | wounds | health |
      | c3  | Ghoul    | south  | 2    | Vampirism  | Berserk  | 1      |        |
      | c4  | Golem    | north  |      |            | Forged   |        | 5      |
    And the dice will roll: dragon
    When the creature on c3 attacks the creature on c4
    And both players pass
    Then the creature on c4 has 1 wound
    And the creature on c3 has 1 wound

  @LS2-12.24 @LS2-6.11
  Scenario: Fortitude takes 1 off the damage of an attack
    Given the battlefield:
      | hex | creature  | player | dice | keywords  | health |
      | c3  | Swordsman | south  | 1, 1 |           |        |
      | c4  | Knight    | north  |      | Fortitude | 5      |
    And the dice will roll: sword, sword
    When the creature on c3 attacks the creature on c4
    And both players pass
    Then the creature on c4 has 1 wound

  @LS2-12.24 @LS2-6.11
  Scenario: Fortitude never reduces the damage to 0
    Given the battlefield:
      | hex | creature  | player | dice | keywords  | health |
      | c3  | Swordsman | south  | 1    |           |        |
      | c4  | Knight    | north  |      | Fortitude | 5      |
    And the dice will roll: sword
    When the creature on c3 attacks the creature on c4
    And both players pass
    Then the creature on c4 has 1 wound

  @LS2-12.26 @LS2-C.53
  Scenario: Hook pulls an enemy in sight into contact
    Given the battlefield:
      | hex | creature | player | keywords |
      | c3  | Ghoul    | south  | Hook 3   |
      | c6  | Ogre     | north  |          |
    When the creature on c3 hooks the creature on c6 to c4
    Then Ogre stands on c4

  @LS2-12.26
  Scenario: Hook reaches no further than its X
    Given the battlefield:
      | hex | creature | player | keywords |
      | c3  | Ghoul    | south  | Hook 2   |
      | c6  | Ogre     | north  |          |
    When the creature on c3 hooks the creature on c6 to c4
    Then the action is refused under rule LS2-12.26

  @LS2-12.26
  Scenario: Hook reaches an enemy exactly X hexes away
    Given the battlefield:
      | hex | creature | player | keywords |
      | c3  | Ghoul    | south  | Hook 2   |
      | c5  | Ogre     | north  |          |
    When the creature on c3 hooks the creature on c5 to c4
    Then Ogre stands on c4

  @LS2-12.27
  Scenario: Hunter's critical effect always works against what it hunts
    Given the battlefield:
      | hex | creature | player | kind | dice | keywords     | crit      | health |
      | c3  | Ranger   | south  |      | 1    | Hunter: hero | add sword |        |
      | c4  | Kaitlynn | north  | hero |      |              |           | 6      |
    And the dice will roll: blank
    When the creature on c3 attacks the creature on c4
    And both players pass
    Then the creature on c4 has 1 wound

  @LS2-12.29 @LS2-C.64
  Scenario: A Last word applies as its character's card goes to History
    Given the battlefield:
      | hex | creature  | player | dice | health | keywords             |
      | c3  | Swordsman | south  | 1    |        |                      |
      | c4  | Ogre      | north  |      | 1      | Last word: damage 1  |
    And the dice will roll: sword
    When the creature on c3 attacks the creature on c4
    And both players pass
    Then the north player's History holds: Ogre
    And the creature on c3 has 1 wound

  @LS2-12.30 @LS2-C.32
  Scenario: A Long shot reaches X hexes and has no critical effect
    Given the battlefield:
      | hex | creature | player | dice | keywords    | crit      |
      | c2  | Archer   | south  | 1    | Long shot 4 | add sword |
      | c6  | Ogre     | north  |      |             |           |
    And the dice will roll: critical
    When the creature on c2 makes a long shot at the creature on c6
    And both players pass
    Then the creature on c6 has 0 wounds

  @LS2-12.30 @LS2-6.4
  Scenario: A Long shot does not reach X + 1 hexes
    Given the battlefield:
      | hex | creature | player | dice | keywords    |
      | c2  | Archer   | south  | 1    | Long shot 4 |
      | c7  | Ogre     | north  |      |             |
    When the creature on c2 makes a long shot at the creature on c7
    Then the action is refused under rule LS2-6.4

  @LS2-12.31 @LS2-C.24
  Scenario: Master of Attack cannot reroll a die that shows a critical
    Given the battlefield:
      | hex | creature  | player | dice | keywords           |
      | c3  | Swordsman | south  | 1    | Master of Attack 1 |
      | c4  | Ogre      | north  |      |                    |
    And the dice will roll: critical
    When the creature on c3 attacks the creature on c4
    And the south player rerolls the dice: 1
    Then the action is refused under rule LS2-12.31

  @LS2-12.35
  Scenario: Predator's critical effect always works on a wounded enemy in melee
    Given the battlefield:
      | hex | creature | player | dice | keywords | crit      | wounds |
      | c3  | Wolf     | south  | 1    | Predator | add sword |        |
      | c4  | Ogre     | north  |      |          |           | 1      |
    And the dice will roll: blank
    When the creature on c3 attacks the creature on c4
    And both players pass
    Then the creature on c4 has 2 wounds

  @LS2-12.38 @LS2-C.34
  Scenario: Push symbols against a Resurgent deal 1 damage in all instead of a push
    Given the battlefield:
      | hex | creature  | player | dice | keywords  |
      | c3  | Swordsman | south  | 1, 1 |           |
      | c4  | Skeleton  | north  |      | Resurgent |
    And the dice will roll: push, push
    When the creature on c3 attacks the creature on c4
    And both players pass
    Then Skeleton stands on c4
    And the creature on c4 has 1 wound

  @LS2-12.38 @LS2-13.13
  Scenario: Vampirism heals nothing on a Resurgent
    Given the battlefield:
      | hex | creature | player | dice | crit      | keywords | wounds | health |
      | c3  | Ghoul    | south  | 2    | Vampirism | Berserk  | 1      |        |
      | c4  | Skeleton | north  |      |           | Resurgent |       | 5      |
    And the dice will roll: dragon
    When the creature on c3 attacks the creature on c4
    And both players pass
    Then the creature on c4 has 1 wound
    And the creature on c3 has 1 wound

  @LS2-12.41 @LS2-C.20
  Scenario: Shield ignores one sword of a melee attack
    Given the battlefield:
      | hex | creature  | player | dice | keywords | health |
      | c3  | Swordsman | south  | 1, 1 |          |        |
      | c4  | Guard     | north  |      | Shield   | 5      |
    And the dice will roll: sword, sword
    When the creature on c3 attacks the creature on c4
    And both players pass
    Then the creature on c4 has 1 wound

  @LS2-12.41 @LS2-C.20
  Scenario: Shield does not stop magic
    Given the battlefield:
      | hex | creature | player | attack | dice | range | keywords | health |
      | c3  | Mage     | south  | magic  | 1, 1 | 2     |          |        |
      | c4  | Guard    | north  |        |      |       | Shield   | 5      |
    And the dice will roll: sword, sword
    When the creature on c3 attacks the creature on c4
    And both players pass
    Then the creature on c4 has 2 wounds

  @LS2-12.42
  Scenario: A Slow creature cannot run
    Given the battlefield:
      | hex | creature | player | movement | keywords |
      | c2  | Golem    | south  | 2        | Slow     |
    When the creature on c2 runs along c2 → c3
    Then the action is refused under rule LS2-12.42

  @LS2-12.44
  Scenario: Superior's critical effect always works against a lower rank
    Given the battlefield:
      | hex | creature | player | dice | rank | keywords | crit      |
      | c3  | Knight   | south  | 1    | 3    | Superior | add sword |
      | c4  | Ogre     | north  |      | 1    |          |           |
    And the dice will roll: blank
    When the creature on c3 attacks the creature on c4
    And both players pass
    Then the creature on c4 has 1 wound

  @LS2-12.45 @LS2-C.30
  Scenario: Two Warlords still give one extra die
    Given the battlefield:
      | hex | creature             | player | dice | keywords | health |
      | c3  | Swordsman            | south  | 1    |          |        |
      | b3  | Dayodor Order Mentor | south  | 1    | Warlord  |        |
      | d3  | Knight               | south  | 1    | Warlord  |        |
      | c4  | Ogre                 | north  |      |          | 5      |
    And the dice will roll: sword, sword
    When the creature on c3 attacks the creature on c4
    And both players pass
    Then the creature on c4 has 2 wounds

  @LS2-12.45
  Scenario: A Warlord does not lead itself
    Given the battlefield:
      | hex | creature             | player | dice | keywords |
      | c3  | Dayodor Order Mentor | south  | 1    | Warlord  |
      | c4  | Ogre                 | north  |      |          |
    And the dice will roll: sword
    When the creature on c3 attacks the creature on c4
    And both players pass
    Then the creature on c4 has 1 wound

  @LS2-12.40 @LS2-5.4
  Scenario: A character with Rush moves in the turn it is summoned, but does not attack
    Given the cards:
      | card | type      | cost | keywords | movement |
      | Wolf | character | 1    | Rush     | 3        |
    And the battlefield:
      | hex | creature | player |
      | c4  | Ogre     | north  |
    And the south player's War Camp holds: Wolf
    And the south player's Power is 1
    When the south player summons Wolf on c2
    And the creature on c2 moves along c2 → c3
    Then Wolf stands on c3
    When the creature on c3 attacks the creature on c4
    Then the action is refused under rule LS2-12.40

  @LS2-12.26 @LS2-C.53
  Scenario: Hook does not pull an enemy already in contact
    Given the battlefield:
      | hex | creature | player | keywords |
      | c3  | Ghoul    | south  | Hook 3   |
      | c4  | Ogre     | north  |          |
    When the creature on c3 hooks the creature on c4 to b3
    Then the action is refused under rule LS2-12.26

  @LS2-12.38 @LS2-C.66
  Scenario: A Resurgent rises free on the hex of an enemy character just destroyed
    Given the cards:
      | card     | type      | rank | keywords  |
      | Skeleton | character | 1    | Resurgent |
    And the battlefield:
      | hex | creature  | player | dice | health | rank |
      | c3  | Swordsman | south  | 1    |        |      |
      | c4  | Ogre      | north  |      | 1      | 1    |
    And the south player's War Camp holds: Skeleton
    And the dice will roll: sword
    When the creature on c3 attacks the creature on c4
    And both players pass
    And the south player raises Skeleton
    Then Skeleton stands on c4
    And the south player's War Camp holds: -
    And the north player's History holds: -
