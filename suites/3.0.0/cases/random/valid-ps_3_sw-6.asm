// case: random/valid/ps_3_sw/6 (validate)
// expect: valid
// case: random/assemble/ps_3_sw/6 (assemble)
// expect: the tokens of valid-ps_3_sw-6.bin
// origin: random seed 1 ps_3_sw #6
ps_3_sw
def c46, -1.0, 0.5, 1.0, 0.101844415
defb b22, true
def c40, 1.0, -982448300000.0, 0.015993064, 2.0
dcl_tangent8 v2.xw
dcl_2d s12
dcl_normal12 v7.zw
def c23, 2.0, -2.0, 2.0, -2.0
def c25, 0.5, -0.5, 0.5, 2.0
defi i41, 3, 3, 1, 0
dcl_texcoord15 v3
defb b7, false
dcl_tangent3 v0.w
dsy_sat r12, c8191.yzy
sincos r27.x, c0.y
nop
dp3 r15, c3.xwy, v7.wwwy
mad_sat oC0, c2.yzzy, c3, c2
add_sat oC1, r15.yxz, c1.xywy
