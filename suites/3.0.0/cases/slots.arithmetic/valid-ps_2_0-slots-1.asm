// case: slots.arithmetic/valid/ps_2_0/slots-1 (validate)
// expect: valid
// case: slots.arithmetic/assemble/ps_2_0/slots-1 (assemble)
// expect: the tokens of valid-ps_2_0-slots-1.bin
// origin: template slots {slots: 1}
ps_2_0
mov oC0, c0
