// case: ps3.vFace.sign/execute/ps_3_sw/vface-sign-back-large (execute)
// expect: the outputs of execute-ps_3_sw-vface-sign-back-large.outputs.json (tolerance 4.76837158203125e-4)
// origin: execute vface-sign {inputs: back-large}
ps_3_sw
dcl vFace
def c2, 0, 0, 0, 0
if_lt vFace, c2.x
mov r0, c1
else
mov r0, c0
endif
mov oC0, r0
