// case: ps3.vFace.sign/execute/ps_3_0/vface-sign-front (execute)
// expect: the outputs of execute-ps_3_0-vface-sign-front.outputs.json (tolerance 1.6689300537109375e-6)
// origin: execute vface-sign {inputs: front}
ps_3_0
dcl vFace
def c2, 0, 0, 0, 0
if_lt vFace, c2.x
mov r0, c1
else
mov r0, c0
endif
mov oC0, r0
