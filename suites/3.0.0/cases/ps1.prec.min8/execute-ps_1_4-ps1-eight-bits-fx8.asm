// case: ps1.prec.min8/execute/ps_1_4/ps1-eight-bits-fx8 (execute)
// expect: the outputs of execute-ps_1_4-ps1-eight-bits-fx8.outputs.json (tolerance 1.5625e-2)
// origin: execute ps1-eight-bits {inputs: fx8}
ps_1_4
mov r1, c2
mul r0, c0, c1
