@classic
Feature: Spells and the words of effects
  A spell acts as soon as it is played and goes to the Graveyard, unless its effect lasts.
  The word of an effect says whom it may touch: a character, a hero, or any creature.

  Background:
    Given the spells:
      | spell       | effect   | target    | amount | lasting |
      | Firebolt    | damage   | character | 2      | no      |
      | Smite       | damage   | hero      | 1      | no      |
      | Venom Cloud | damage   | creature  | 1      | no      |
      | Blessing    | strength | creature  | 1      | yes     |
    And the minions:
      | minion | player | health |
      | Spider | north  | 2      |
    And the table:
      | creature    | player | at    | type      | health |
      | Paladin     | south  | 30,2  | hero      | 5      |
      | Witch Queen | north  | 30,58 | hero      | 5      |
      | Ogre        | north  | 10,40 | character | 3      |
      | Spider      | north  | 50,40 | minion    | 2      |
      | Knight      | south  | 10,10 | character | 2      |
    And the south player's hand holds: Firebolt, Smite, Venom Cloud, Blessing

  @LS1-16.1 @LS1-3.8 @LS1-2.6
  Scenario: A spell takes effect at once, then goes to the Graveyard
    When the south player casts Firebolt on the creature at 10,40
    Then the creature at 10,40 has 2 wounds
    And the south player's Graveyard holds: Firebolt

  @LS1-16.2 @LS1-C.13
  Scenario: A spell with a lasting effect stays in play while it lasts
    When the south player casts Blessing on the creature at 10,10
    Then Blessing lasts on the creature at 10,10
    And the south player's Graveyard holds: -
    When the south player casts Firebolt on the creature at 10,10
    Then there is no creature at 10,10
    And the south player's Graveyard holds: Blessing, Firebolt, Knight

  @LS1-2.6
  Scenario: An effect on a character never affects a hero
    When the south player casts Firebolt on the creature at 30,58
    Then the action is refused under rule LS1-2.6
    And the creature at 30,58 has 0 wounds

  @LS1-2.6
  Scenario: An effect on a hero never affects a character
    When the south player casts Smite on the creature at 10,40
    Then the action is refused under rule LS1-2.6
    When the south player casts Smite on the creature at 30,58
    Then the creature at 30,58 has 1 wound

  @LS1-2.6 @LS1-C.20
  Scenario: An effect on a creature affects a hero, a character and a minion alike
    Given the south player's hand holds: Venom Cloud, Venom Cloud, Venom Cloud
    When the south player casts Venom Cloud on the creature at 30,58
    And the south player casts Venom Cloud on the creature at 10,40
    And the south player casts Venom Cloud on the creature at 50,40
    Then the creature at 30,58 has 1 wound
    And the creature at 10,40 has 1 wound
    And the creature at 50,40 has 1 wound

  @LS1-C.20 @LS1-2.6
  Scenario: A minion is not a character
    When the south player casts Firebolt on the creature at 50,40
    Then the action is refused under rule LS1-2.6

  @LS1-17.3 @LS1-6.1
  Scenario: Only tactics act in the opponent's turn
    Given the north player's hand holds: Firebolt
    When the north player casts Firebolt on the creature at 10,10
    Then the action is refused under rule LS1-6.1
