// case: exec.texbeml/execute/ps_1_3/texbeml-offset (execute)
// expect: the outputs of execute-ps_1_3-texbeml-offset.outputs.json (tolerance 3.125e-2)
// origin: execute texbeml {inputs: offset}
ps_1_3
tex t0
texbeml t1, t0
mov r0, t1
