// case: slots.total/valid/vs_1_1/slots-2 (validate)
// expect: valid
// case: slots.total/assemble/vs_1_1/slots-2 (assemble)
// expect: the tokens of valid-vs_1_1-slots-2.bin
// origin: template slots {slots: 2}
vs_1_1
dcl_position v0
mov r1, c0
mov oPos, v0
