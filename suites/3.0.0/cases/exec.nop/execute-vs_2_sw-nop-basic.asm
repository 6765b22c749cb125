// case: exec.nop/execute/vs_2_sw/nop-basic (execute)
// expect: the outputs of execute-vs_2_sw-nop-basic.outputs.json (tolerance 4.76837158203125e-7)
// origin: execute nop {inputs: basic}
vs_2_sw
mov r1, c0
mov r2, c1
mov r3, c2
mov r0, r1
nop
mov oPos, r0
