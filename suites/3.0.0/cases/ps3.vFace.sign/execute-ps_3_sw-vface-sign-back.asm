// case: ps3.vFace.sign/execute/ps_3_sw/vface-sign-back (execute)
// expect: the outputs of execute-ps_3_sw-vface-sign-back.outputs.json (tolerance 4.76837158203125e-7)
// origin: execute vface-sign {inputs: back}
ps_3_sw
dcl vFace
def c2, 0, 0, 0, 0
if_lt vFace, c2.x
mov r0, c1
else
mov r0, c0
endif
mov oC0, r0
