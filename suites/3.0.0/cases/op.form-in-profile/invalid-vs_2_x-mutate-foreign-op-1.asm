// case: op.form-in-profile/invalid/vs_2_x/mutate-foreign-op-1 (validate)
// expect: invalid [op.form-in-profile]
// origin: mutator foreign-op on random seed 1 vs_2_x #1
vs_2_x
def c31, 0.25, -2720644000000000.0, 2.381426e-14, -0.5
def c62, 0.25, -6.9969616e25, 2.0, 8.390075e25
dcl_position v8
defb b7, true
defi i11, 2, 1, 1, 0
defi i4, 3, 1, 2, 0
dcl_normal6 v2
def c0, -2.0, 1.0, 0.25, 1.0
def c39, 0.0, 4.0, 0.25, 0.125
sge r9, v2, c0.yzwy
call l0
mad r24, v8, c3.yxzw, v8
setp_ne p0.xz, v8, r9.wwwz
sincos r20.xy, r9.w, c254, c255
dst r31.xyz, c3, r24
m3x2 r10.xy, r9, c88
if !b15
    mov r9, -c2.yzwy
    expp r21, v2.x
    m4x3 r24.xyz, v8.xwy, c76
    add r4.xy, r31.x, c3
    crs r13.z, c0, -r21
    m3x2 r28.xy, -v2.xyx, c246
    (!p0.z) min r6.xw, -v2.wwyz, r24
endif
mul oPos, -c3, r9
mul oT7.x, c3.yxy, r10.xzyw
mov oFog, c1.w
dsx r0, c0
ret
label l0
mul r29, -c3, -c3
ret
