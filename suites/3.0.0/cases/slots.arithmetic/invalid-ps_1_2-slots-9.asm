// case: slots.arithmetic/invalid/ps_1_2/slots-9 (validate)
// expect: invalid [slots.arithmetic]
// origin: template slots {slots: 9}
ps_1_2
mov r1, c0
mov r1, c0
mov r1, c0
mov r1, c0
mov r1, c0
mov r1, c0
mov r1, c0
mov r1, c0
mov r0, c0
