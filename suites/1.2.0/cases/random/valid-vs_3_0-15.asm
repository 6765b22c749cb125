// case: random/valid/vs_3_0/15 (validate)
// expect: valid
// case: random/assemble/vs_3_0/15 (assemble)
// expect: the tokens of valid-vs_3_0-15.bin
// origin: random seed 1 vs_3_0 #15
vs_3_0
dcl_texcoord5 v4
dcl_tangent7 o8.w
dcl_tangent8 o1.w
dcl_normal11 o2.x
dcl_binormal12 v15
dcl_color13 v0
dcl_blendindices6 o1.xyz
defb b5, true
defi i10, 3, 4, 2, 0
dcl_color1 o6
defi i14, 3, 2, 2, 0
dcl_blendindices1 o2.z
def c4, 0.125, 0.0, -2.0, 1.0
dcl_position v1
dcl_tangent3 o3.zw
dcl_normal10 o8.xyz
dcl_texcoord10 o3.xy
def c21, -0.5, 2.0, 0.5, 0.25
dcl_blendweight6 o2.w
def c38, 0.0, 2.0, 2.0, 8644.101
dcl_position o0
dcl_2d s3
dcl_binormal10 o2.y
slt r15.xy, v15.wzzx, c2
rsq r0.xz, v15_abs.z
call l1079
rep i14
    if b7
        m3x4 r16, v15.xywx, c115
        abs r21, c1_abs.xyzy
        call l1079
        dp4 r16, c0, -c255
        texldl r1, v1, s3
    endif
endrep
mov o0, -c255
min o1.xyz, v15, c0
mad_sat o6, v0.yxy, v0.zyzx, -c2_abs
max o2.z, r0.wzzw, c255
mad o2.w, c0, v4_abs, c1.xxyx
mad o8.xyz, v4, -c0_abs.zzzw, r0.zzzw
add o8.w, c3, v0
ret
label l1079
if !b11
    mov r14, v15.zxxz
    abs r12.yw, v4
    lit r8.z, -c2
    frc r20, r14
    m3x3 r23.xyz, r14, c72
else
endif
ret
