@warseer
Feature: Clarifications
  Where the source is silent or lost its icons, the rulebook rules; each ruling has its
  scenario here, or beside the rule it clarifies.

  @LS2-C.33 @LS2-12.32
  Scenario: A Monster cannot be healed
    Given the cards:
      | card          | type  | cost | effect | amount | target |
      | Healing Light | spell | 1    | heal   | 2      | ally   |
    And the battlefield:
      | hex | creature | player | keywords | wounds |
      | c2  | Troll    | south  | Monster  | 1      |
    And the south player holds in hand: Healing Light
    And the south player's Power is 1
    When the south player plays Healing Light on the creature on c2
    Then the action is refused under rule LS2-12.32

  @LS2-C.35 @LS2-8.3
  Scenario: Blocking hexes side by side block as one piece
    Given the battlefield:
      | hex | creature | player | terrain |
      | c3  | Archer   | south  |         |
      | d3  |          |        | Forest  |
      | e3  | Ogre     | north  |         |
    Then the creature on c3 can see the creature on e3
    Given the battlefield:
      | hex | terrain |
      | d2  | Forest  |
    Then the creature on c3 cannot see the creature on e3

  @LS2-C.36
  Scenario: No line of sight goes round a blocker by leaving the Battlefield
    Given the battlefield:
      | hex | creature | player |
      | a1  | Archer   | south  |
      | b1  | Guard    | south  |
      | c1  | Ogre     | north  |
    Then the creature on a1 cannot see the creature on c1

  @LS2-C.37
  Scenario: A bonus die has the level of the attack's own dice
    Given the battlefield:
      | hex | creature             | player | dice | keywords | health |
      | c3  | Swordsman            | south  | 2, 2 |          |        |
      | b3  | Dayodor Order Mentor | south  | 1    | Warlord  |        |
      | c4  | Ogre                 | north  |      |          | 5      |
    And the dice will roll: dragon, dragon, dragon
    When the creature on c3 attacks the creature on c4
    And both players pass
    Then the creature on c4 has 3 wounds

  @LS2-C.39 @LS2-6.13
  Scenario: Cover never takes a symbol off the additional dice
    Given the battlefield:
      | hex | creature  | player | dice | crit      | terrain |
      | c3  | Swordsman | south  | 1    | add die 1 |         |
      | c4  | Ogre      | north  |      |           | Forest  |
    And the dice will roll: critical, sword
    When the creature on c3 attacks the creature on c4
    And both players pass
    Then the creature on c4 has 1 wound

  @LS2-C.40 @LS2-12.24 @LS2-9.4
  Scenario: Fortitude does not reduce the damage of a push into Difficult terrain
    Given the battlefield:
      | hex | creature  | player | dice | keywords  | terrain | health |
      | c3  | Swordsman | south  | 2    |           |         |        |
      | c4  | Knight    | north  |      | Fortitude |         | 5      |
      | c5  |           |        |      |           | Hill    |        |
    And the dice will roll: sword+push
    When the creature on c3 attacks the creature on c4
    And both players pass
    And the south player pushes the defender to c5
    Then the creature on c5 has 2 wounds

  @LS2-C.41 @LS2-12.31
  Scenario: Master of Attack rerolls at most X dice in all in one attack
    Given the battlefield:
      | hex | creature  | player | dice | keywords           |
      | c3  | Swordsman | south  | 1, 1 | Master of Attack 1 |
      | c4  | Ogre      | north  |      |                    |
    And the dice will roll: blank, blank, blank
    When the creature on c3 attacks the creature on c4
    And the south player rerolls the dice: 1
    And the north player passes
    And the south player rerolls the dice: 2
    Then the action is refused under rule LS2-12.31

  @LS2-C.42 @LS2-12.36
  Scenario: A Protector takes the damage for an adjacent ally, as much as it can hold
    Given the battlefield:
      | hex | creature  | player | dice    | keywords  | health | wounds |
      | c3  | Swordsman | south  | 2, 2, 2 |           |        |        |
      | c4  | Ogre      | north  |         |           | 5      |        |
      | d4  | Guard     | north  |         | Protector | 3      | 1      |
    And the dice will roll: sword, dragon, sword
    When the creature on c3 attacks the creature on c4
    And both players pass
    And the creature on d4 takes the damage instead
    Then there is no creature on d4
    And the creature on c4 has 1 wound

  @LS2-C.44 @LS2-1.23
  Scenario: Terrain is not laid in a deployment zone
    Given the cards:
      | card       | type    | cost | terrain |
      | Old Forest | terrain | 1    | Forest  |
    And the south player holds in hand: Old Forest
    And the south player's Power is 1
    When the south player plays Old Forest on c2
    Then the action is refused under rule LS2-1.23

  @LS2-C.46 @LS2-1.20
  Scenario: An Enchantment acts at the end of each of its caster's turns
    Given the cards:
      | card  | type  | cost | effect | amount | lasting |
      | Curse | spell | 1    | damage | 1      | yes     |
    And the battlefield:
      | hex | creature | player | health |
      | c6  | Ogre     | north  | 4      |
    And the south player holds in hand: Curse
    And the south player's Power is 1
    When the south player plays Curse on the creature on c6
    And the south player declares the turn over
    Then the creature on c6 has 1 wound
    And Curse lies on the creature on c6

  @LS2-C.47 @LS2-11.2
  Scenario: With the Feats deck empty, a destroyed character earns nothing
    Given the battlefield:
      | hex | creature  | player | dice | health |
      | c3  | Swordsman | south  | 1    |        |
      | c4  | Ogre      | north  |      | 1      |
    And the dice will roll: sword
    When the creature on c3 attacks the creature on c4
    And both players pass
    Then there is no creature on c4
    And the south player has 0 victory points

  @LS2-C.50 @LS2-12.12
  Scenario: Under Clinch, every hex of the path stays adjacent to the clinching creature
    Given the battlefield:
      | hex | creature  | player | movement | keywords |
      | c3  | Swordsman | south  | 3        |          |
      | c4  | Troll     | north  |          | Clinch   |
    When the creature on c3 moves along c3 → d2 → d3
    Then the action is refused under rule LS2-12.12

  @LS2-C.51 @LS2-12.22
  Scenario: A flying creature passes over Difficult terrain and still attacks
    Given the battlefield:
      | hex | creature | player | movement | dice | keywords | terrain |
      | c2  | Hawk     | south  | 3        | 1    | Flight   |         |
      | c3  |          |        |          |      |          | Forest  |
      | c5  | Ogre     | north  |          |      |          |         |
    When the creature on c2 moves along c2 → c3 → c4
    And the dice will roll: sword
    And the creature on c4 attacks the creature on c5
    And both players pass
    Then the creature on c5 has 1 wound

  @LS2-C.52 @LS2-4.2
  Scenario: Drawing from an empty Battle Deck draws nothing, and the game goes on
    Given the cards:
      | card      | type | feat        | condition | threshold | points |
      | Collector | feat | achievement | history   | 1         | 1      |
    And the Feats deck is, from the top: Collector, Collector
    When the south player declares the turn over
    Then it is the north player's turn
    And the north player holds in hand: Collector

  @LS2-C.55 @LS2-12.15 @LS2-12.14
  Scenario: A Defender does not turn a Counterblow onto itself
    Given the battlefield:
      | hex | creature  | player | dice | keywords    |
      | c3  | Swordsman | south  | 1    |             |
      | c4  | Ogre      | north  | 1    | Counterblow |
      | d4  | Guard     | south  |      | Defender    |
    And the dice will roll: blank
    When the creature on c3 attacks the creature on c4
    And both players pass
    And the dice will roll: sword
    And the creature on c4 strikes back
    And both players pass
    Then the creature on c3 has 1 wound
    And the creature on d4 has 0 wounds

  @LS2-C.56 @LS2-11.4 @LS2-11.2
  Scenario: A character a spell destroys counts, and its Military Feat may come later in the turn
    Given the cards:
      | card        | type  | cost | effect | amount | feat          | condition     | points |
      | Fireball    | spell | 1    | damage | 2      |               |               |        |
      | First Blood | feat  |      |        |        | military feat | destroyed any | 2      |
      | Collector   | feat  |      |        |        | achievement   | history       | 1      |
    And the Feats deck is, from the top: Collector
    And the battlefield:
      | hex | creature  | player | health |
      | c2  | Swordsman | south  |        |
      | c6  | Ogre      | north  | 1      |
    And the south player holds in hand: Fireball, First Blood
    And the south player's Power is 1
    When the south player plays Fireball on the creature on c6
    Then the south player's Hall of Fame holds 1 face-down feat
    When the creature on c2 moves along c2 → c3
    And the south player plays First Blood
    Then the south player's Hall of Fame shows: First Blood
    And the south player has 3 victory points

  @LS2-C.57 @LS2-4.5
  Scenario: A card played in the middle of an activation does not end it
    Given the cards:
      | card   | type  | cost | effect | amount | target |
      | Curse  | spell | 1    | damage | 1      | enemy  |
    And the battlefield:
      | hex | creature  | player | dice | health |
      | c2  | Swordsman | south  | 1    |        |
      | c4  | Ogre      | north  |      | 4      |
    And the south player holds in hand: Curse
    And the south player's Power is 1
    When the creature on c2 moves along c2 → c3
    And the south player plays Curse on the creature on c4
    And the dice will roll: sword
    And the creature on c3 attacks the creature on c4
    And both players pass
    Then the creature on c4 has 2 wounds

  @LS2-C.58 @LS2-1.13
  Scenario: A tactic that removes the attacker stops its attack before the roll
    Given the cards:
      | card          | type   | cost | effect | amount | event           |
      | Sudden Strike | tactic | 1    | damage | 1      | attack declared |
    And the battlefield:
      | hex | creature  | player | dice | health |
      | c3  | Swordsman | south  | 1    | 1      |
      | c4  | Ogre      | north  |      |        |
    And the north player holds in hand: Sudden Strike
    And the north player's Power is 1
    When the creature on c3 attacks the creature on c4
    And the north player plays Sudden Strike
    Then there is no creature on c3
    And the creature on c4 has 0 wounds

  @LS2-C.59 @LS2-2.3
  Scenario: Power an effect gives never rises above 10
    Given the cards:
      | card    | type  | cost | effect | amount |
      | Insight | spell | 0    | power  | 3      |
    And the south player holds in hand: Insight
    And the south player's Power is 9
    When the south player plays Insight
    Then the south player's Power is 10

  @LS2-C.60 @LS2-1.11
  Scenario: A minion a spell calls enters the caster's deployment zone
    Given the cards:
      | card      | type   | cost | effect | minion |
      | Imp       | minion |      |        |        |
      | Call Imps | spell  | 1    | summon | Imp    |
    And the south player holds in hand: Call Imps
    And the south player's Power is 1
    When the south player plays Call Imps on c5
    Then the action is refused under rule LS2-1.11
    When the south player plays Call Imps on c2
    Then the south player has a minion on c2

  @LS2-C.63 @LS2-12.11 @LS2-12.5
  Scenario: A keyword Charge gives holds for the attack it charges into
    Given the battlefield:
      | hex | creature | player | dice | movement | rank | keywords         | crit      |
      | c1  | Knight   | south  | 1    | 3        | 1    | Charge: Assassin | add sword |
      | c4  | Ogre     | north  |      |          | 2    |                  |           |
    When the creature on c1 moves along c1 → c2 → c3
    And the dice will roll: blank
    And the creature on c3 attacks the creature on c4
    And both players pass
    Then the creature on c4 has 1 wound

  @LS2-3.4 @LS2-C.3
  Scenario: A hero starts in its owner's deployment zone
    Given the cards:
      | card          | type  | feat        | condition | threshold |
      | Fireball      | spell |             |           |           |
      | Healing Light | spell |             |           |           |
      | Curse         | spell |             |           |           |
      | Insight       | spell |             |           |           |
      | Iron Helm     | relic |             |           |           |
      | Chainmail     | relic |             |           |           |
      | Amulet        | relic |             |           |           |
      | Hold the Line | feat  | achievement | creatures | 1         |
    And the battlefield:
      | hex | creature  | player | kind |
      | c4  | Kaitlynn  | south  | hero |
      | c8  | Gil-Talas | north  | hero |
    And the south player's Battle Deck is, from the top: Fireball, Healing Light, Curse, Insight, Iron Helm, Chainmail, Amulet
    And the north player's Battle Deck is, from the top: Fireball, Healing Light, Curse, Insight, Iron Helm, Chainmail, Amulet
    And the Feats deck is, from the top: Hold the Line
    When the battle begins with the decks as stacked
    Then the action is refused under rule LS2-3.4
