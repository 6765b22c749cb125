// case: slots.arithmetic/valid/ps_1_4/slots-1 (validate)
// expect: valid
// case: slots.arithmetic/assemble/ps_1_4/slots-1 (assemble)
// expect: the tokens of valid-ps_1_4-slots-1.bin
// origin: template slots {slots: 1}
ps_1_4
mov r0, c0
