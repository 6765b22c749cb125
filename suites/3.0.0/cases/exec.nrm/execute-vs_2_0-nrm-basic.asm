// case: exec.nrm/execute/vs_2_0/nrm-basic (execute)
// expect: the outputs of execute-vs_2_0-nrm-basic.outputs.json (tolerance 1.9073486328125e-6)
// origin: execute nrm {inputs: basic}
vs_2_0
mov r1, c0
mov r2, c1
mov r3, c2
nrm r0, r1
mov oPos, r0
