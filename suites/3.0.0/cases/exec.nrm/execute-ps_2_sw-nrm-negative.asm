// case: exec.nrm/execute/ps_2_sw/nrm-negative (execute)
// expect: the outputs of execute-ps_2_sw-nrm-negative.outputs.json (tolerance 1.220703125e-4)
// origin: execute nrm {inputs: negative}
ps_2_sw
mov r1, c0
mov r2, c1
mov r3, c2
nrm r0, r1
mov oC0, r0
