// case: exec.nrm/execute/ps_2_x/nrm-basic (execute)
// expect: the outputs of execute-ps_2_x-nrm-basic.outputs.json (tolerance 2.44140625e-4)
// origin: execute nrm {inputs: basic}
ps_2_x
mov r1, c0
mov r2, c1
mov r3, c2
nrm r0, r1
mov oC0, r0
