// case: exec.texld/execute/ps_3_sw/texld-cube-pos-y (execute)
// expect: the outputs of execute-ps_3_sw-texld-cube-pos-y.outputs.json (tolerance 4.76837158203125e-7)
// origin: execute texld-cube {inputs: pos-y}
ps_3_sw
dcl_cube s0
mov r1, c0
mov r2, c1
mov r3, c2
texld r0, r1, s0
mov oC0, r0
