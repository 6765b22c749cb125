// case: slots.total/valid/ps_2_sw/slots-2 (validate)
// expect: valid
// case: slots.total/assemble/ps_2_sw/slots-2 (assemble)
// expect: the tokens of valid-ps_2_sw-slots-2.bin
// origin: template slots {slots: 2}
ps_2_sw
mov r1, c0
mov oC0, c0
