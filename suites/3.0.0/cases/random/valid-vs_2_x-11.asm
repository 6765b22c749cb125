// case: random/valid/vs_2_x/11 (validate)
// expect: valid
// case: random/assemble/vs_2_x/11 (assemble)
// expect: the tokens of valid-vs_2_x-11.bin
// origin: random seed 1 vs_2_x #11
vs_2_x
def c48, 0.25, 0.5, 49081418000.0, 0.25
defb b2, false
defi i4, 2, 3, 2, 0
def c4, 2.2140236e-34, 0.5, 4.0, 8.4764015e20
dcl_position v4
def c50, 0.0, 2.590741e-25, -0.5, 1.0
def c17, -2.0, 1.0, 2.0, 0.5
defb b7, false
mova a0, c1
callnz l4, b13
if_eq c4[a0.x].z, c4.x
    call l4
    rcp r25, -c2.y
else
    abs r24, c4[a0.w].zxzw
    mad r8, -c0[a0.y].xxzy, v4.xz, -c0
    exp r8.w, c1.w
    nop
    rsq r10.y, c0[a0.w].z
    mov r18, r8
    rep i4
        mova a0.xz, c0[a0.w].yyw
        m3x2 r7.xy, r8.xwyw, c101
        expp r2, -c0[a0.z].y
        if b2
            crs r29.z, c8[a0.w], r18
            lit r1.xw, c4[a0.w]
            min r19, -c8[a0.w].zxxw, c8.wywz
            max r20, -c0.yyyx, -c0.xzwz
            min r17, c4[a0.x].ywyw, r18.zxz
            nop
        endif
    endrep
endif
mul oPos, -c255.wzzw, c255.yxyx
ret
label l4
log r14, c0[a0.w].y
ret
