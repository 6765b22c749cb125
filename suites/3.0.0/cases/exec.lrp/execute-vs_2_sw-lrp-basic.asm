// case: exec.lrp/execute/vs_2_sw/lrp-basic (execute)
// expect: the outputs of execute-vs_2_sw-lrp-basic.outputs.json (tolerance 4.76837158203125e-7)
// origin: execute lrp {inputs: basic}
vs_2_sw
mov r1, c0
mov r2, c1
mov r3, c2
lrp r0, r1, r2, r3
mov oPos, r0
