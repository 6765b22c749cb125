// case: exec.nrm/execute/ps_3_0/nrm-negative (execute)
// expect: the outputs of execute-ps_3_0-nrm-negative.outputs.json (tolerance 9.5367431640625e-7)
// origin: execute nrm {inputs: negative}
ps_3_0
mov r1, c0
mov r2, c1
mov r3, c2
nrm r0, r1
mov oC0, r0
