// case: exec.rcp/execute/vs_2_sw/rcp-zero (execute)
// expect: the outputs of execute-vs_2_sw-rcp-zero.outputs.json (tolerance 4.76837158203125e-7)
// origin: execute rcp {inputs: zero}
vs_2_sw
mov r1, c0
mov r2, c1
mov r3, c2
rcp r0, r1.x
mov oPos, r0
