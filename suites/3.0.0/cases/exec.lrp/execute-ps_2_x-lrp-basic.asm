// case: exec.lrp/execute/ps_2_x/lrp-basic (execute)
// expect: the outputs of execute-ps_2_x-lrp-basic.outputs.json (tolerance 6.103515625e-5)
// origin: execute lrp {inputs: basic}
ps_2_x
mov r1, c0
mov r2, c1
mov r3, c2
lrp r0, r1, r2, r3
mov oC0, r0
