// case: slots.arithmetic/valid/ps_1_4/slots-8 (validate)
// expect: valid
// case: slots.arithmetic/assemble/ps_1_4/slots-8 (assemble)
// expect: the tokens of valid-ps_1_4-slots-8.bin
// origin: template slots {slots: 8}
ps_1_4
mov r1, c0
mov r1, c0
mov r1, c0
mov r1, c0
mov r1, c0
mov r1, c0
mov r1, c0
mov r0, c0
