// case: slots.total/valid/vs_2_0/slots-2 (validate)
// expect: valid
// case: slots.total/assemble/vs_2_0/slots-2 (assemble)
// expect: the tokens of valid-vs_2_0-slots-2.bin
// origin: template slots {slots: 2}
vs_2_0
dcl_position v0
mov r1, c0
mov oPos, v0
