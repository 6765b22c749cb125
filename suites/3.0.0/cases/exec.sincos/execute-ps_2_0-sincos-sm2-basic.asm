// case: exec.sincos/execute/ps_2_0/sincos-sm2-basic (execute)
// expect: the outputs of execute-ps_2_0-sincos-sm2-basic.outputs.json (tolerance 3.90625e-3)
// origin: execute sincos-sm2 {inputs: basic}
ps_2_0
def c3, -1.5500992e-006, -2.1701389e-005, 0.0026041667, 0.00026041668
def c4, -0.020833334, -0.12500000, 1.0, 0.50000000
mov r1, c0
mov r2, c1
mov r3, c2
mov r0, r2
sincos r0.xy, r1.x, c3, c4
mov oC0, r0
