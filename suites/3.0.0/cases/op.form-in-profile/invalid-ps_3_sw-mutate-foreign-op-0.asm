// case: op.form-in-profile/invalid/ps_3_sw/mutate-foreign-op-0 (validate)
// expect: invalid [op.form-in-profile]
// origin: mutator foreign-op on random seed 1 ps_3_sw #0
ps_3_sw
dcl_volume s0
defb b1, true
def c25, -1484.8964, -1556882500000.0, 0.5, 1.0
dcl_2d s8
dcl_fog14_centroid v5
dcl vPos.y
defi i27, 3, 3, 2, 0
defb b11, true
dcl_color9 v8.xw
dp3 r16.xyw, -v5, c3.xxxz
dsy r9.yzw, c2
dp4 r20.xzw, c8191.zwwy, v5.yw
mul r19.xw, v5_abs.ywwx, c3.xwz
callnz l576, !b5
log_pp r29, c0.z
exp_pp r29, r20.x
if_le c0.x, -r9.w
    rsq r16.xyz, -v8.x
    texld r4, v5, s0
    texkill r16
    dsx_pp r22, c0.yzx
    min r22, c0, r16.wzwy
    m3x4 r6, r16, c5346
    texkill r6
    texldd r0, r29, s0, r16.w, r29
    frc r13, r29
    nop
    abs r7, -r13_abs
    m3x4 r18, -r22_abs, c7100
    mad_pp r18, r13, c0.zzyw, -v5_abs
    m3x4_sat r4, r18, c7728
    if_eq -r4.z, c1.x
    endif
endif
max oC0, c3, c8191.wxxz
min oC1, c0, c8191.ywxy
mov oDepth, v8.w
slt r1, c0, c0
ret
label l576
max r28, c2, v5
dp3 r24.z, c3, c0
ret
