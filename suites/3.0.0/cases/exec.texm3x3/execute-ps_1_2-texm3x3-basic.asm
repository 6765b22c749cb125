// case: exec.texm3x3/execute/ps_1_2/texm3x3-basic (execute)
// expect: the outputs of execute-ps_1_2-texm3x3-basic.outputs.json (tolerance 1.5625e-2)
// origin: execute texm3x3 {inputs: basic}
ps_1_2
texcoord t0
texm3x3pad t1, t0
texm3x3pad t2, t0
texm3x3 t3, t0
mov r0, t3
