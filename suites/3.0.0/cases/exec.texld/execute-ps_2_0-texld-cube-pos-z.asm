// case: exec.texld/execute/ps_2_0/texld-cube-pos-z (execute)
// expect: the outputs of execute-ps_2_0-texld-cube-pos-z.outputs.json (tolerance 6.103515625e-5)
// origin: execute texld-cube {inputs: pos-z}
ps_2_0
dcl_cube s0
mov r1, c0
mov r2, c1
mov r3, c2
texld r0, r1, s0
mov oC0, r0
