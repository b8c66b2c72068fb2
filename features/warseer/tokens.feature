@warseer
Feature: Tokens
  Wound and Armour tokens count damage; Stun, Poison and Disease tokens act at the start of
  the creature's activation, in that order, and Regeneration after them.

  @LS2-12.43 @LS2-10.4 @LS2-10.5 @LS2-C.15
  Scenario: A stunned creature loses its Stun token instead of being activated
    Given the battlefield:
      | hex | creature  | player | tokens |
      | c3  | Swordsman | south  | stun   |
    When the creature on c3 is activated
    Then the creature on c3 has the tokens: -
    And the activation of the creature on c3 is over

  @LS2-10.4 @LS2-C.15
  Scenario: Stun acts before Poison: a stunned creature does not roll for its Poison
    Given the battlefield:
      | hex | creature  | player | tokens       |
      | c3  | Swordsman | south  | stun, poison |
    When the creature on c3 is activated
    Then the creature on c3 has the tokens: poison
    And the creature on c3 has 0 wounds

  @LS2-12.34 @LS2-C.26 @LS2-7.4
  Scenario Outline: A Poison token's roll at the start of the activation
    Given the battlefield:
      | hex | creature  | player | armour | tokens |
      | c3  | Swordsman | south  | 1      | poison |
    And the dice will roll: <face>
    When the creature on c3 is activated
    Then the creature on c3 has <wounds> wounds
    And the creature on c3 has the tokens: <tokens>
    And the creature on c3 has 1 armour token

    Examples:
      | face     | wounds | tokens |
      | sword    | 1      | poison |
      | blank    | 0      | -      |
      | push     | 0      | poison |

  @LS2-12.34 @LS2-10.5
  Scenario: Skipping the activation loses the Poison token without a roll
    Given the battlefield:
      | hex | creature  | player | tokens |
      | c3  | Swordsman | south  | poison |
    When the creature on c3 skips its activation
    Then the creature on c3 has the tokens: -
    And the activation of the creature on c3 is over

  @LS2-10.6 @LS2-7.6 @LS2-C.26 @LS2-C.70
  Scenario: A creature poisoned to death leaves the Battlefield with its tokens
    Given the battlefield:
      | hex | creature  | player | health | wounds | tokens |
      | c3  | Swordsman | south  | 3      | 2      | poison |
    And the dice will roll: sword
    When the creature on c3 is activated
    Then there is no creature on c3
    And the south player's History holds: Swordsman

  @LS2-12.18 @LS2-C.28
  Scenario: A diseased creature takes 1 wound and may skip its activation to lose the token
    Given the battlefield:
      | hex | creature  | player | tokens  |
      | c3  | Swordsman | south  | disease |
    When the creature on c3 skips its activation
    Then the creature on c3 has 1 wound
    And the creature on c3 has the tokens: -

  @LS2-12.18 @LS2-C.28
  Scenario: A diseased creature that acts spreads its Disease to the creatures around it
    Given the battlefield:
      | hex | creature  | player | tokens  |
      | c3  | Swordsman | south  | disease |
      | c4  | Ogre      | north  |         |
      | b3  | Guard     | south  |         |
    And the dice will roll: blank, critical
    When the creature on c3 is activated
    Then the creature on c3 has 1 wound
    And the creature on c4 has the tokens: disease
    And the creature on b3 has the tokens: -

  @LS2-12.37 @LS2-C.27
  Scenario Outline: Regeneration's roll at the start of the activation
    Given the battlefield:
      | hex | creature | player | keywords     | wounds |
      | c3  | Troll    | south  | Regeneration | 2      |
    And the dice will roll: <face>
    When the creature on c3 is activated
    Then the creature on c3 has <wounds> wounds

    Examples:
      | face     | wounds |
      | sword    | 1      |
      | critical | 0      |
      | blank    | 2      |
