// case: ps1.prec.min8/execute/ps_1_1/ps1-eight-bits-auto (execute)
// expect: the outputs of execute-ps_1_1-ps1-eight-bits-auto.outputs.json (tolerance 1.5625e-2)
// origin: execute ps1-eight-bits {inputs: auto}
ps_1_1
mov r1, c2
mul r0, c0, c1
