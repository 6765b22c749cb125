// case: exec.lrp/execute/ps_3_0/lrp-basic (execute)
// expect: the outputs of execute-ps_3_0-lrp-basic.outputs.json (tolerance 4.76837158203125e-7)
// origin: execute lrp {inputs: basic}
ps_3_0
mov r1, c0
mov r2, c1
mov r3, c2
lrp r0, r1, r2, r3
mov oC0, r0
