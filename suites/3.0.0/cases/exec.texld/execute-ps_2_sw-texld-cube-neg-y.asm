// case: exec.texld/execute/ps_2_sw/texld-cube-neg-y (execute)
// expect: the outputs of execute-ps_2_sw-texld-cube-neg-y.outputs.json (tolerance 2.44140625e-4)
// origin: execute texld-cube {inputs: neg-y}
ps_2_sw
dcl_cube s0
mov r1, c0
mov r2, c1
mov r3, c2
texld r0, r1, s0
mov oC0, r0
