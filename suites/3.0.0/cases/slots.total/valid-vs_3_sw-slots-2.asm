// case: slots.total/valid/vs_3_sw/slots-2 (validate)
// expect: valid
// case: slots.total/assemble/vs_3_sw/slots-2 (assemble)
// expect: the tokens of valid-vs_3_sw-slots-2.bin
// origin: template slots {slots: 2}
vs_3_sw
dcl_position v0
dcl_position o0
mov r1, c0
mov o0, v0
