@warseer
Feature: Activation and movement
  A creature of the active player is activated once per turn: it may move up to its
  Movement, then attack. Entering Difficult terrain or running ends the activation.

  @LS2-5.5 @LS2-1.6 @LS2-2.13
  Scenario: A creature moves up to its movement
    Given the battlefield:
      | hex | creature  | player | movement |
      | c3  | Swordsman | south  | 2        |
    When the creature on c3 moves along c3 → c4 → c5
    Then Swordsman stands on c5

  @LS2-5.5 @LS2-5.6
  Scenario: A creature goes round another to reach its hex
    Given the battlefield:
      | hex | creature  | player | movement |
      | c3  | Swordsman | south  | 3        |
      | c4  | Guard     | south  |          |
    When the creature on c3 moves to c5
    Then Swordsman stands on c5
    And Guard stands on c4

  @LS2-5.9
  Scenario: A run reaches one hex further than a move
    Given the battlefield:
      | hex | creature  | player | movement |
      | c2  | Swordsman | south  | 2        |
    When the creature on c2 runs to c5
    Then Swordsman stands on c5

  @LS2-5.5
  Scenario: A creature cannot move further than its movement
    Given the battlefield:
      | hex | creature  | player | movement |
      | c3  | Swordsman | south  | 2        |
    When the creature on c3 moves along c3 → c4 → c5 → c6
    Then the action is refused under rule LS2-5.5
    And Swordsman stands on c3

  @LS2-5.6 @LS2-2.14
  Scenario: A move cannot pass through or end on another creature
    Given the battlefield:
      | hex | creature  | player | movement |
      | c3  | Swordsman | south  | 3        |
      | c4  | Guard     | south  |          |
    When the creature on c3 moves along c3 → c4 → c5
    Then the action is refused under rule LS2-5.6
    When the creature on c3 moves along c3 → c4
    Then the action is refused under rule LS2-5.6

  @LS2-5.7 @LS2-12.28
  Scenario: A move cannot enter Impassable terrain
    Given the battlefield:
      | hex | creature  | player | movement | terrain    |
      | c3  | Swordsman | south  | 3        |            |
      | c4  |           |        |          | Impassable |
    When the creature on c3 moves along c3 → c4 → c5
    Then the action is refused under rule LS2-5.7

  @LS2-5.8 @LS2-12.16
  Scenario: Entering Difficult terrain ends the activation
    Given the battlefield:
      | hex | creature  | player | movement | terrain |
      | c3  | Swordsman | south  | 3        |         |
      | c4  |           |        |          | Forest  |
      | c6  | Ogre      | north  |          |         |
    When the creature on c3 moves along c3 → c4
    Then the activation of the creature on c4 is over
    When the creature on c4 moves along c4 → c5
    Then the action is refused under rule LS2-5.3

  @LS2-5.9 @LS2-12.39 @LS2-1.8
  Scenario: A run adds 1 to the movement, Run X adds X
    Given the battlefield:
      | hex | creature  | player | movement | keywords |
      | c2  | Swordsman | south  | 2        |          |
      | e2  | Wolf      | south  | 2        | Run 2    |
    When the creature on c2 runs along c2 → c3 → c4 → c5
    Then Swordsman stands on c5
    When the creature on e2 runs along e2 → e3 → e4 → e5 → e6
    Then Wolf stands on e6

  @LS2-5.9
  Scenario: A run is no longer than movement plus 1
    Given the battlefield:
      | hex | creature  | player | movement |
      | c2  | Swordsman | south  | 2        |
    When the creature on c2 runs along c2 → c3 → c4 → c5 → c6
    Then the action is refused under rule LS2-5.9

  @LS2-5.10
  Scenario: Nothing follows a run
    Given the battlefield:
      | hex | creature  | player | movement |
      | c2  | Swordsman | south  | 2        |
      | c6  | Ogre      | north  |          |
    When the creature on c2 runs along c2 → c3 → c4 → c5
    And the creature on c5 attacks the creature on c6
    Then the action is refused under rule LS2-5.3

  @LS2-5.2 @LS2-C.14
  Scenario: A creature moves, then attacks
    Given the battlefield:
      | hex | creature  | player | movement | dice |
      | c2  | Swordsman | south  | 2        | 1    |
      | c5  | Ogre      | north  |          |      |
    When the creature on c2 moves along c2 → c3 → c4
    And the dice will roll: sword
    And the creature on c4 attacks the creature on c5
    And both players pass
    Then the creature on c5 has 1 wound

  @LS2-5.2 @LS2-6.3 @LS2-5.3 @LS2-C.14
  Scenario: The attack ends the activation: no move after it
    Given the battlefield:
      | hex | creature  | player | dice |
      | c3  | Swordsman | south  | 1    |
      | c4  | Ogre      | north  |      |
    And the dice will roll: blank
    When the creature on c3 attacks the creature on c4
    And both players pass
    And the creature on c3 moves along c3 → b3
    Then the action is refused under rule LS2-5.3

  @LS2-5.1 @LS2-5.3
  Scenario: An activated creature cannot be activated again this turn
    Given the battlefield:
      | hex | creature  | player |
      | c3  | Swordsman | south  |
    And the creature on c3 has been activated this turn
    When the creature on c3 moves along c3 → c4
    Then the action is refused under rule LS2-5.3

  @LS2-5.1
  Scenario: One activation ends before another begins
    Given the battlefield:
      | hex | creature  | player | movement |
      | c2  | Swordsman | south  | 3        |
      | e2  | Guard     | south  | 3        |
    When the creature on c2 moves along c2 → c3
    And the creature on e2 moves along e2 → e3
    Then the action is refused under rule LS2-5.1
    And Guard stands on e2

  @LS2-5.1 @LS2-4.1
  Scenario: Only the active player's creatures are activated
    Given the battlefield:
      | hex | creature  | player |
      | c6  | Ogre      | north  |
    When the creature on c6 moves along c6 → c5
    Then the action is refused under rule LS2-5.1

  @LS2-5.11 @LS2-C.14
  Scenario: A creature may end its activation early
    Given the battlefield:
      | hex | creature  | player | movement |
      | c2  | Swordsman | south  | 3        |
    When the creature on c2 moves along c2 → c3
    And the creature on c3 ends its activation
    Then the activation of the creature on c3 is over
    When the creature on c3 moves along c3 → c4
    Then the action is refused under rule LS2-5.3

  @LS2-5.4 @LS2-4.7 @LS2-2.16 @LS2-C.3 @LS2-2.9
  Scenario: A summoned character enters its owner's zone and waits for the next turn
    Given the cards:
      | card  | type      | cost |
      | Guard | character | 2    |
    And the south player's War Camp holds: Guard
    And the south player's Power is 3
    When the south player summons Guard on c2
    Then Guard stands on c2
    And the south player's War Camp holds: -
    And the south player's Power is 1
    When the creature on c2 moves along c2 → c3
    Then the action is refused under rule LS2-5.4

  @LS2-4.7 @LS2-2.16 @LS2-C.3
  Scenario: A character is summoned only into its owner's zone, and only one a turn
    Given the cards:
      | card   | type      | cost |
      | Guard  | character | 1    |
      | Archer | character | 1    |
    And the south player's War Camp holds: Guard, Archer
    And the south player's Power is 5
    When the south player summons Guard on c4
    Then the action is refused under rule LS2-4.7
    When the south player summons Guard on c1
    And the south player summons Archer on d1
    Then the action is refused under rule LS2-4.7

  @LS2-2.3
  Scenario: A summon the player cannot pay for is refused
    Given the cards:
      | card  | type      | cost |
      | Guard | character | 4    |
    And the south player's War Camp holds: Guard
    And the south player's Power is 3
    When the south player summons Guard on c2
    Then the action is refused under rule LS2-2.3

  @LS2-2.3
  Scenario: A summon is paid with exactly the Power it costs
    Given the cards:
      | card  | type      | cost |
      | Guard | character | 4    |
    And the south player's War Camp holds: Guard
    And the south player's Power is 4
    When the south player summons Guard on c2
    Then Guard stands on c2
    And the south player's Power is 0
