// case: random/valid/ps_2_sw/3 (validate)
// expect: valid
// case: random/assemble/ps_2_sw/3 (assemble)
// expect: the tokens of valid-ps_2_sw-3.bin
// origin: random seed 1 ps_2_sw #3
ps_2_sw
dcl t1
dcl_2d s15
dcl t3.w
dcl_cube s8
dcl v1.zw
dcl_volume s9
dcl t0
defb b54, true
def c61, 1.0313811e-20, 0.25, -0.5, -4.641788e23
dcl v0.xzw
dcl t7.y
defi i34, 3, 1, 2, 0
if b11
    m3x2 r6.xy, t1, c7230
    min_sat r25.xyw, c8191.wyzx, t0.xxzx
endif
mov oC0, c3
mov oC1, c8191
