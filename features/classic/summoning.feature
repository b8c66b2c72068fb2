@classic
Feature: Summoning
  A character comes onto the table touching its player's own edge, at least S from every
  enemy creature, and counts as activated in the turn it arrives. Nobody has more than
  eight creatures at once.

  Background:
    Given the characters:
      | character | strength | movement | health | cost | needs    |
      | Knight    | 3        | M        | 3      | 1    | Barracks |
    And the south player's City holds: Barracks
    And the south player has 1 Prosperity
    And the south player's hand holds: Knight

  @LS1-8.1 @LS1-7.5
  Scenario: A character is summoned touching its own edge
    When the south player summons Knight at 20,1.5
    Then Knight stands at 20,1.5
    And the south player's hand holds: -
    And the south player has 0 Prosperity
    And the south player's Barracks is tapped

  @LS1-8.1
  Scenario: A character may not be summoned away from its own edge
    When the south player summons Knight at 20,5
    Then the action is refused under rule LS1-8.1
    And there is no creature at 20,5

  @LS1-8.1
  Scenario: A summoned base may not overlap another base
    Given the table:
      | creature | player | at     |
      | Guard    | south  | 21,1.5 |
    When the south player summons Knight at 20,1.5
    Then the action is refused under rule LS1-8.1

  @LS1-8.2 @LS1-4.5
  Scenario: A summon is refused within 8 cm of an enemy
    Given the table:
      | creature | player | at    |
      | Ogre     | north  | 20,12 |
    When the south player summons Knight at 20,1.5
    Then the action is refused under rule LS1-8.2
    And the south player's hand holds: Knight

  @LS1-8.2 @LS1-C.2 @LS1-C.3
  Scenario: A summon exactly S from an enemy's base is allowed
    Given the table:
      | creature | player | at      |
      | Ogre     | north  | 20,12.5 |
    When the south player summons Knight at 20,1.5
    Then Knight stands at 20,1.5
    And the distance from the creature at 20,1.5 to the creature at 20,12.5 is 8 cm

  @LS1-8.2 @LS1-C.24
  Scenario: A summon 0.02 cm closer than S to an enemy's base is refused
    Given the table:
      | creature | player | at       |
      | Ogre     | north  | 20,12.48 |
    When the south player summons Knight at 20,1.5
    Then the action is refused under rule LS1-8.2

  @LS1-8.3 @LS1-6.6
  Scenario: A creature summoned this turn counts as activated
    When the south player summons Knight at 20,1.5
    And the creature at 20,1.5 moves to 20,10
    Then the action is refused under rule LS1-6.6
    And Knight stands at 20,1.5

  @LS1-8.4
  Scenario: An eighth creature may be summoned
    Given the table:
      | creature  | player | at    |
      | Guard     | south  | 4,30  |
      | Scout     | south  | 10,30 |
      | Archer    | south  | 16,30 |
      | Wolf      | south  | 22,30 |
      | Ogre      | south  | 28,30 |
      | Spider    | south  | 34,30 |
      | Sellsword | south  | 40,30 |
    When the south player summons Knight at 20,1.5
    Then Knight stands at 20,1.5
    And the south player has 8 creatures on the table

  @LS1-8.4
  Scenario: No ninth creature is summoned
    Given the table:
      | creature | player | at     |
      | Guard    | south  | 4,30   |
      | Scout    | south  | 10,30  |
      | Archer   | south  | 16,30  |
      | Wolf     | south  | 22,30  |
      | Ogre     | south  | 28,30  |
      | Spider   | south  | 34,30  |
      | Sellsword | south | 40,30  |
      | Paladin  | south  | 46,30  |
    Then the south player has 8 creatures on the table
    When the south player summons Knight at 20,1.5
    Then the action is refused under rule LS1-8.4

  @LS1-6.5 @LS1-7.6
  Scenario: A card is not played without the Prosperity it costs
    Given the south player has 0 Prosperity
    When the south player summons Knight at 20,1.5
    Then the action is refused under rule LS1-7.6

  @LS1-7.6
  Scenario: A card is played with exactly the Prosperity it costs
    When the south player summons Knight at 20,1.5
    Then Knight stands at 20,1.5
    And the south player has 0 Prosperity

  @LS1-7.5
  Scenario: A card is not played without an untapped building of the type it names
    Given the south player's Barracks is tapped
    When the south player summons Knight at 20,1.5
    Then the action is refused under rule LS1-7.5
