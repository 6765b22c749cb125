// case: ps1.prec.min8/execute/ps_1_1/ps1-range-max-one (execute)
// expect: the outputs of execute-ps_1_1-ps1-range-max-one.outputs.json (tolerance 1.5625e-2)
// origin: execute ps1-range {inputs: max-one}
ps_1_1
mov r1, c2
add r0, c0, c1
