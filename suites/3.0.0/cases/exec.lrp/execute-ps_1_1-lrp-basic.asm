// case: exec.lrp/execute/ps_1_1/lrp-basic (execute)
// expect: the outputs of execute-ps_1_1-lrp-basic.outputs.json (tolerance 1.5625e-2)
// origin: execute lrp {inputs: basic}
ps_1_1
mov r1, c2
lrp r0, c0, c1, r1
