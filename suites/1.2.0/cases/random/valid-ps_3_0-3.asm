// case: random/valid/ps_3_0/3 (validate)
// expect: valid
// case: random/assemble/ps_3_0/3 (assemble)
// expect: the tokens of valid-ps_3_0-3.bin
// origin: random seed 1 ps_3_0 #3
ps_3_0
def c52, 77268.695, -1.0, 2.400408e-24, 0.5
dcl_2d s8
dcl_texcoord8 v5
def c10, -2552.702, -6558973000.0, -0.5, 1.0
dcl_tangent5 v6
defb b6, true
def c4, -1.0, -4.5242368e-14, 0.25, 7.7707656e-25
defi i9, 4, 3, 1, 0
dcl_fog13_centroid v8.yzw
defb b8, false
dcl_normal7 v2.yzw
dcl vFace
dcl_2d s6
def c59, -1.0, 0.0, 0.5, -6.040848e25
rep i9
    mad_sat_pp r15, -c1_abs.yxw, -c2_abs.wxzx, c2_abs
    crs_sat r28.xz, c3_abs, -c1_abs
    m3x3 r6.xyz, r15, c25_abs
    cmp r4, -v6_abs, -c223_abs, -c1_abs
    call l218
    cmp r7.yz, -r15.w, c223_abs, r6
endrep
max oC0, -c3_abs.wwwz, c1_abs.yxwz
ret
label l218
sincos r30.x, -v2.z
dsx r0.yw, -v2
ret
